/// Text as people write it: a short phrase in each of the world's 30 most used writing systems (by
/// their readers, after Unicode's and Ethnologue's counts; Han twice, simplified and traditional, and
/// the rare Han of Unicode's Extension B), each with its own digits where the script has them, and
/// the four classes of emoji sequence Unicode defines (ZWJ, flags, skin tones, keycaps) next to text.
enum WritingSystemSamples {
    /// (name, a phrase, the script's own digits or "" when it writes European digits).
    static let scripts: [(name: String, text: String, digits: String)] = [
        ("Latin", "Grüße, naïve café", ""),
        ("Han (simplified)", "你好，世界", ""),
        ("Han (traditional)", "你們好，臺灣", ""),
        ("Han (rare, Extension B)", "𠀋𠂉 好", ""),
        ("Arabic", "مرحبا بالعالم", "٤٨٢١"),
        ("Arabic (Persian)", "سلام دنیا گچپژ", "۴۸۲۱"),
        ("Devanagari", "नमस्ते दुनिया", "४८२१"),
        ("Bengali", "হ্যালো বিশ্ব", "৪৮২১"),
        ("Cyrillic", "Привет, мир", ""),
        ("Kana", "こんにちは カタカナ", ""),
        ("Hangul", "안녕하세요 세계", ""),
        ("Telugu", "నమస్కారం ప్రపంచం", "౪౮౨౧"),
        ("Tamil", "வணக்கம் உலகம்", "௪௮௨௧"),
        ("Gujarati", "નમસ્તે દુનિયા", "૪૮૨૧"),
        ("Kannada", "ನಮಸ್ಕಾರ ಪ್ರಪಂಚ", "೪೮೨೧"),
        ("Malayalam", "നമസ്കാരം ലോകം", "൪൮൨൧"),
        ("Gurmukhi", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "੪੮੨੧"),
        ("Odia", "ନମସ୍କାର ଦୁନିଆ", "୪୮୨୧"),
        ("Thai", "สวัสดีชาวโลก", "๔๘๒๑"),
        ("Lao", "ສະບາຍດີ ໂລກ", "໔໘໒໑"),
        ("Myanmar", "မင်္ဂလာပါ ကမ္ဘာ", "၄၈၂၁"),
        ("Khmer", "សួស្តីពិភពលោក", "៤៨២១"),
        ("Sinhala", "ආයුබෝවන් ලෝකය", ""),
        ("Greek", "Καλημέρα κόσμε", ""),
        ("Hebrew", "שלום עולם", ""),
        ("Georgian", "გამარჯობა მსოფლიო", ""),
        ("Armenian", "Բարեւ աշխարհ", ""),
        ("Ethiopic", "ሰላም ለዓለም", ""),
        ("Thaana", "އައްސަލާމު ޢަލައިކުމް", ""),
        ("Tibetan", "བཀྲ་ཤིས་བདེ་ལེགས།", "༤༨༢༡"),
    ]

    /// Unicode's emoji sequence classes (emoji-test.txt's fully-qualified forms), beside text.
    static let emoji: [(name: String, text: String)] = [
        ("ZWJ", "Team 👩‍👩‍👧‍👦 👩🏽‍💻 ok"),
        ("flags", "Trip 🇯🇵🇧🇷🇪🇺 ok"),
        ("skin tones", "Nice 👍🏽👋🏿 ok"),
        ("keycaps", "Press 1️⃣ #️⃣ *️⃣ ok"),
    ]

    /// Every sample, scripts then emoji, as (name, text, digits).
    static var all: [(name: String, text: String, digits: String)] {
        scripts + emoji.map { ($0.name, $0.text, "") }
    }
}

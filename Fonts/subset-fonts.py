#!/usr/bin/env python3
"""Makes Specimen's fallback fonts: subsets of Debian's Noto fonts (OFL 1.1), written into Fonts/.

A one-time, reproducible step (`make fonts`, never run by `make test`): Specimen only ever reads the
files this writes, never system fonts. Needs fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji
(Debian 12) and fontTools (PyPI). What each subset keeps is listed in README.md's Fonts section.
"""
import os
import shutil
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

NOTO = "/usr/share/fonts/truetype/noto"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
OUT = os.path.dirname(os.path.abspath(__file__))


def block(first, last):
    return set(range(first, last + 1))


def encoded(codec, lead, trail):
    """The characters a double-byte legacy codec maps from the given lead and trail byte ranges."""
    found = set()
    for a in lead:
        for b in trail:
            try:
                found.add(ord(bytes([a, b]).decode(codec)))
            except (UnicodeDecodeError, TypeError):
                pass
    return found


# Shared by every subset: spaces, joiners, bidi controls, the dotted circle HarfBuzz shows for a lone mark.
COMMON = {0x20, 0xA0, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x25CC} | block(0x2010, 0x2027)

SCRIPTS = {
    # Whole Unicode blocks: base letters, marks, digits and presentation forms the font has.
    "NotoSansArabic-Regular.ttf": block(0x0600, 0x06FF) | block(0x0750, 0x077F) | block(0x08A0, 0x08FF)
        | block(0xFB50, 0xFDFF) | block(0xFE70, 0xFEFF),
    "NotoSansHebrew-Regular.ttf": block(0x0590, 0x05FF) | block(0xFB1D, 0xFB4F),
    "NotoSansDevanagari-Regular.ttf": block(0x0900, 0x097F) | block(0xA8E0, 0xA8FF) | block(0x1CD0, 0x1CFF),
    "NotoSansThai-Regular.ttf": block(0x0E00, 0x0E7F),
}

# The rest of CLDR's 30 most used scripts (scriptMetadata.txt, web rank 1 to 30) that Inter does not
# draw (it has Latin, Greek and Cyrillic): each block whole, plus the Devanagari dandas (U+0964, U+0965)
# that the Indic scripts share. Appended after the four above, so no character those draw changes font.
INDIC_DANDAS = {0x0964, 0x0965}
MORE_SCRIPTS = {
    "NotoSansBengali-Regular.ttf": block(0x0980, 0x09FF) | INDIC_DANDAS,
    "NotoSansGurmukhi-Regular.ttf": block(0x0A00, 0x0A7F) | INDIC_DANDAS,
    "NotoSansGujarati-Regular.ttf": block(0x0A80, 0x0AFF) | INDIC_DANDAS,
    "NotoSansOriya-Regular.ttf": block(0x0B00, 0x0B7F) | INDIC_DANDAS,
    "NotoSansTamil-Regular.ttf": block(0x0B80, 0x0BFF) | INDIC_DANDAS,
    "NotoSansTelugu-Regular.ttf": block(0x0C00, 0x0C7F) | INDIC_DANDAS,
    "NotoSansKannada-Regular.ttf": block(0x0C80, 0x0CFF) | INDIC_DANDAS,
    "NotoSansMalayalam-Regular.ttf": block(0x0D00, 0x0D7F) | INDIC_DANDAS,
    "NotoSansSinhala-Regular.ttf": block(0x0D80, 0x0DFF) | block(0x111E0, 0x111FF) | INDIC_DANDAS,
    "NotoSansLao-Regular.ttf": block(0x0E80, 0x0EFF),
    # Debian 12 has no Noto Sans Tibetan; the serif is the only Noto Tibetan it ships.
    "NotoSerifTibetan-Regular.ttf": block(0x0F00, 0x0FFF),
    "NotoSansMyanmar-Regular.ttf": block(0x1000, 0x109F) | block(0xA9E0, 0xA9FF) | block(0xAA60, 0xAA7F),
    "NotoSansGeorgian-Regular.ttf": block(0x10A0, 0x10FF) | block(0x1C90, 0x1CBF) | block(0x2D00, 0x2D2F),
    "NotoSansEthiopic-Regular.ttf": block(0x1200, 0x139F) | block(0x2D80, 0x2DDF) | block(0xAB00, 0xAB2F),
    "NotoSansKhmer-Regular.ttf": block(0x1780, 0x17FF) | block(0x19E0, 0x19FF),
    "NotoSansArmenian-Regular.ttf": block(0x0530, 0x058F) | block(0xFB13, 0xFB17),
    "NotoSansThaana-Regular.ttf": block(0x0780, 0x07BF),
}


def cjk_set():
    """The CJK characters kept: the common hanzi, kanji and hangul of the national standards."""
    gb2312_level1 = encoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))   # 3,755 most frequent hanzi (SC)
    big5_level1 = encoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))  # 5,401 common hanzi (TC)
    jis_level1 = encoded("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))      # 2,965 JIS X 0208 level-1 kanji
    ksx1001_hangul = encoded("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))  # 2,350 KS X 1001 hangul
    kana_and_punctuation = (block(0x3000, 0x303F) | block(0x3040, 0x309F) | block(0x30A0, 0x30FF)
                            | block(0x31F0, 0x31FF) | block(0xFF00, 0xFFEF) | block(0x3130, 0x318F))
    return gb2312_level1 | big5_level1 | jis_level1 | ksx1001_hangul | kana_and_punctuation


def is_han(u):
    return 0x3400 <= u <= 0x9FFF or 0xF900 <= u <= 0xFAFF or 0x20000 <= u <= 0x3FFFF


def jis_x_0213():
    """JIS X 0213's both planes (euc_jis_2004): the kanji Japanese names and places use, rare Han such
    as U+2000B among them."""
    found = set()
    for a in range(0xA1, 0xFF):
        for b in range(0xA1, 0xFF):
            for prefix in (b"", b"\x8f"):
                try:
                    found.update(ord(c) for c in (prefix + bytes([a, b])).decode("euc_jis_2004"))
                except UnicodeDecodeError:
                    pass
    return found


def rare_han_set():
    """The Han of the national standards' second levels that `cjk_set` leaves out: GB 2312 level 2,
    Big5 level 2, JIS X 0208 level 2, all of JIS X 0213 and KS X 1001's hanja (11,917 characters the
    face has). A second file, so the first one and every glyph it draws stay as they were."""
    gb2312_level2 = encoded("gb2312", range(0xD8, 0xF8), range(0xA1, 0xFF))
    big5_level2 = encoded("big5", range(0xC9, 0xFA), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    jis_level2 = encoded("euc_jp", range(0xD0, 0xF5), range(0xA1, 0xFF))
    ksx1001_hanja = encoded("euc_kr", range(0xCA, 0xFE), range(0xA1, 0xFF))
    every = gb2312_level2 | big5_level2 | jis_level2 | jis_x_0213() | ksx1001_hanja
    return {u for u in every if is_han(u)} - cjk_set()


def write(font, codepoints, name, drop_hinting=True):
    options = subset.Options()
    options.layout_features = ["*"]            # every GSUB/GPOS feature: joining, conjuncts, marks, locl
    options.name_IDs = ["*"]                   # keep the copyright and licence records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = not drop_hinting         # Specimen draws unhinted outlines
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints | COMMON))
    subsetter.subset(font)
    path = os.path.join(OUT, name)
    font.save(path)
    print(f"{name}: {len(font.getBestCmap())} characters, {os.path.getsize(path):,} bytes")


def main():
    for name, codepoints in SCRIPTS.items():
        write(TTFont(os.path.join(NOTO, name)), codepoints, name)
    cjk = TTCollection(NOTO_CJK).fonts
    simplified = next(f for f in cjk if f["name"].getDebugName(4) == "Noto Sans CJK SC")
    # One face serves SC, TC, JA and KO: its `locl` lookups give each language its own glyph forms.
    write(simplified, cjk_set(), "NotoSansCJKsc-Regular.subset.otf")
    for name, codepoints in MORE_SCRIPTS.items():
        write(TTFont(os.path.join(NOTO, name)), codepoints, name)
    rare = next(f for f in TTCollection(NOTO_CJK).fonts if f["name"].getDebugName(4) == "Noto Sans CJK SC")
    write(rare, rare_han_set(), "NotoSansCJKsc-Regular.rare.subset.otf")
    # The colour emoji font is copied whole: every glyph it has is an emoji of Unicode's recommended
    # set (emoji-test.txt), its ZWJ, flag, keycap and skin-tone sequences are GSUB ligatures.
    shutil.copyfile(os.path.join(NOTO, "NotoColorEmoji.ttf"), os.path.join(OUT, "NotoColorEmoji.ttf"))


if __name__ == "__main__":
    sys.exit(main())

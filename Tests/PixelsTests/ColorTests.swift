import Testing
import Pixels

/// Token colours as written: `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
@Test(arguments: [
    ("#155DFC", Color(red: 0x15, green: 0x5D, blue: 0xFC)),
    ("#155dfc", Color(red: 0x15, green: 0x5D, blue: 0xFC)),
    ("#0000003D", Color(red: 0, green: 0, blue: 0, alpha: 61)),
    ("#FFF", Color(red: 255, green: 255, blue: 255)),
])
func parsesHex(text: String, color: Color) {
    #expect(Color(hex: text) == color)
}

/// Anything else is refused, never a trap: fullwidth digits pass `isHexDigit` but not `UInt8(radix:)`.
@Test(arguments: ["155DFC", "#155DF", "#GGGGGG", "#ＦＦＦＦＦＦ", "", "#", "#12345", "#1234567890"])
func refusesMalformedHex(text: String) {
    #expect(Color(hex: text) == nil)
}

@Test func hexSpellingRoundTrips() {
    #expect(Color(red: 0x15, green: 0x5D, blue: 0xFC).hex == "#155DFC")
    #expect(Color(red: 255, green: 255, blue: 255, alpha: 184).hex == "#FFFFFFB8")
}

/// Premultiplying and back is exact for opaque colours and within rounding otherwise, for every alpha.
@Test func premultiplicationRoundTrips() {
    for alpha in 0...255 {
        for value in stride(from: 0, through: 255, by: 5) {
            let c = Color(red: UInt8(value), green: 0, blue: 255, alpha: UInt8(alpha))
            let back = c.premultiplied.unpremultiplied
            if alpha == 0 { #expect(back == .clear); continue }
            #expect(back.alpha == c.alpha)
            #expect(abs(Int(back.red) - Int(c.red)) <= 255 / alpha + 1)
        }
    }
}

/// WCAG relative luminance: the spec's text/soft-500 on white measures 3.26:1.
@Test func contrastOfTheSpecsFigure() {
    let soft = Color(hex: "#8E8E93")!.relativeLuminance
    let ratio = (1.0 + 0.05) / (soft + 0.05)
    #expect((ratio * 100).rounded() / 100 == 3.26)
}

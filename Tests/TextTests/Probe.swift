import Testing
import Foundation
@testable import SpecimenText
import SpecimenTokens
import Geometry

@Test func probe() throws {
    let e = try TextEngine.shared()
    let m14 = TextStyle(name: "a", size: 14, lineHeight: 20, weight: .medium)
    let r16 = TextStyle(name: "b", size: 16, lineHeight: 24, weight: .regular)
    let s18 = TextStyle(name: "c", size: 18, lineHeight: 28, weight: .semiBold)
    for (t, st) in [("Title of input", m14), ("Placeholder text", r16), ("AV", r16), ("To", r16), ("Title", s18), ("office", r16), ("https://", r16)] {
        let r = e.shape(t, style: st)
        let nk = e.shape(t, style: st, disabling: ["kern"])
        print(t, st.summary, r.width, nk.width, r.baselineOffset, r.inkBounds, r.glyphs.map{"\($0.glyphID)@\($0.cluster)"}, r.glyphs.first?.key ?? "")
    }
    print(e.fontMetrics(.regular))
    for n in ["phon", "chevron-dwn", "lok", "xyzzy"] { do { _ = try e.icon(named: n) } catch { print(error) } }
    let cb = try e.icon(named: "checkbox-blank-outline")
    print(OutlineBounds.of(e.iconOutline(cb, size: 24))!)
    for l in e.lines("The quick brown fox jumps over the lazy dog and keeps running far away", style: r16, maxWidth: 120) { print(l.text, l.width) }
    for l in e.lines("Supercalifragilisticexpialidocious", style: r16, maxWidth: 80) { print(l.text, l.width) }
    let t = e.truncated("Placeholder text that is long", style: r16, maxWidth: 100); print(t.text, t.width)
    let c = Date(); for i in 0..<2000 { _ = e.shape("Placeholder text \(i)", style: r16) }; print("2000 shapes", Date().timeIntervalSince(c))
}

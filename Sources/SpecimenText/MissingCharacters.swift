import Foundation
import Synchronization

/// The characters no font in `Fonts/` draws. Each is drawn as the style's .notdef box (a visible
/// placeholder) and reported once per process on standard error, naming its code point, so a value
/// in an unsupported script is never silently a row of boxes.
package final class MissingCharacters: Sendable {
    /// The code points met, as a set and in the order first met.
    private let state = Mutex<(seen: Set<UInt32>, order: [UInt32])>(([], []))

    init() {}

    /// Every code point reported so far, in the order first met.
    package var codePoints: [UInt32] { state.withLock { $0.order } }

    /// Warns about each code point of `scalars` not warned about before.
    func report(_ scalars: [UInt32]) {
        guard !scalars.isEmpty else { return }
        let fresh: [UInt32] = state.withLock { state in
            scalars.filter { state.seen.insert($0).inserted }.map {
                state.order.append($0); return $0
            }
        }
        for scalar in fresh {
            FileHandle.standardError.write(Data((MissingCharacters.warning(scalar) + "\n").utf8))
        }
    }

    /// `specimen: warning: no font in Fonts/ has U+0F00; it draws as a box`.
    package static func warning(_ scalar: UInt32) -> String {
        "specimen: warning: no font in Fonts/ has \(codePoint(scalar)); it draws as a box"
    }

    /// `U+0F00`: at least four upper-case hex digits.
    package static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

import Foundation

/// The order `JSONSerialization`'s `.sortedKeys` wrote `tokens --dtcg`'s keys in, kept so its bytes
/// stay the same now that `JSONWriter` writes them: Foundation's numeric, case-insensitive comparison
/// (`gray-2` before `Gray-3` before `gray-10`), which reads as a person sorts token names.
enum JSONTokenOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system) == .orderedAscending
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as a reference file with the given extension.
    public static func lines(pathExtension: String = "txt") -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: .lines)
    }
}

/// "1 variant", "2 variants": a count with its noun agreeing in number.
enum Count {
    static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}

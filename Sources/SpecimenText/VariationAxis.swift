import CHarfBuzz

/// One axis of a variable font (`fvar`): its tag (`wght`, `wdth`, `opsz`, `slnt`, `ital`, or a font's
/// own) and its range in design units.
struct VariationAxis: Hashable, Sendable {
    var tag: String
    var minValue: Double
    var defaultValue: Double
    var maxValue: Double

    /// The axes of `face` in the file's order, as HarfBuzz reads `fvar`; empty for a static font.
    static func axes(of face: OpaquePointer) -> [VariationAxis] {
        let total = hb_ot_var_get_axis_count(face)
        guard total > 0 else { return [] }
        var count = total
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(total))
        _ = infos.withUnsafeMutableBufferPointer { hb_ot_var_get_axis_infos(face, 0, &count, $0.baseAddress) }
        return infos.prefix(Int(count)).map { info in
            VariationAxis(
                tag: name(info.tag), minValue: Double(info.min_value), defaultValue: Double(info.default_value), maxValue: Double(info.max_value))
        }
    }

    /// `coordinates` kept to the axes `axes` has, each clamped to its axis's range; an axis left at its
    /// default is left out, so a variable font's default instance has no coordinates at all.
    static func clamped(_ coordinates: [String: Double], to axes: [VariationAxis]) -> [String: Double] {
        var out: [String: Double] = [:]
        for axis in axes {
            guard let value = coordinates[axis.tag], value.isFinite else { continue }
            let clamped = min(max(value, axis.minValue), axis.maxValue)
            if clamped != axis.defaultValue { out[axis.tag] = clamped }
        }
        return out
    }

    /// The four-letter tag as HarfBuzz packs it.
    static func tag(_ text: String) -> hb_tag_t {
        let bytes = Array((text + "    ").utf8.prefix(4))
        return bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// A packed tag spelled back as four characters.
    static func name(_ tag: hb_tag_t) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
    }

    /// How a face set at `coordinates` is tagged after its file's tag: `inter-variable@slnt-10,wght450`
    /// (axes in tag order, shortest decimals), so glyph keys name the instance and never collide.
    static func instanceTag(_ base: String, _ coordinates: [String: Double]) -> String {
        guard !coordinates.isEmpty else { return base }
        return base + "@" + coordinates.keys.sorted().map { $0 + GlyphKey.format(coordinates[$0] ?? 0) }.joined(separator: ",")
    }
}

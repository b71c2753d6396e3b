/// Two images judged by a tolerance: the one rule by which `Diffing.image` (the test API) and the golden
/// store's `verify` decide that pixels differ, and how they name what differs.
///
/// Pixels are compared by `PixelComparison` (masked boxes ignored), the differing ones grouped by
/// `RegionGrouping` and each region named after the layout node it lies in. `located` gives the image
/// whose layout names the regions; it is asked for only when some pixel differs, since laying a
/// component out again costs more than the comparison that found nothing.
package enum ImageVerdict: Sendable {
    /// The images are not the same size; nothing else is compared.
    case sizeChanged(expected: PixelSize, actual: PixelSize)
    /// Same size: how many pixels differ, where (named, merged by node), the summary line, and whether the
    /// tolerance accepts that many.
    case compared(differing: Int, regions: [NamedRegion], summary: String, accepted: Bool)

    /// Compares `expected` with `actual` under `tolerance`, pixels inside `masks` never differing. `located` is called only
    /// when some pixel differs, to name the regions after its layout nodes.
    package static func judge(
        expected: Pixmap, actual: Pixmap, tolerance: Tolerance, masks: [PixelBox] = [],
        located: () -> RenderedImage
    ) -> ImageVerdict {
        switch PixelComparison.compare(expected: expected, actual: actual, tolerance: tolerance, masks: masks) {
        case .sizeMismatch(let expectedSize, let actualSize):
            return .sizeChanged(expected: expectedSize, actual: actualSize)
        case .compared(let difference):
            let image: RenderedImage? = difference.differingPixels == 0 ? nil : located()
            let regions = NamedRegion.mergedByNode(
                RegionGrouping.regions(of: difference).map {
                    NamedRegion(region: $0, node: image?.locator?.name(of: $0) ?? NodeLocator.background)
                })
            let summary = DifferenceSummary.describe(
                differing: difference.differingPixels, regions: regions,
                scale: image?.scale ?? 1, origin: image?.origin ?? Point(x: 0, y: 0))
            return .compared(
                differing: difference.differingPixels, regions: regions, summary: summary,
                accepted: tolerance.accepts(differing: difference.differingPixels, of: difference.totalPixels))
        }
    }
}

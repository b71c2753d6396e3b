import Foundation
import SpecimenPDF
import SpecimenPNG

/// Every variant of a set on one picture, in a labelled grid: rows by the set's first Variant
/// property and columns by its second (Text Input: Type rows, State columns). A set with one Variant
/// property is one row; with more than two, the columns take every combination of the rest.
///
/// The sheet is one `DisplayList` made of the variants' own lists moved into their cells, so it draws
/// exactly what `specimen render` draws, through the same rasterizer and SVG writer.
package struct ContactSheet: Sendable {
    /// Space between cells and around the grid, in points.
    package static let gutter = 24.0
    static let titleStyle = TextStyle(name: "sheet-title", size: 16, lineHeight: 24, weight: .semiBold)
    static let headerStyle = TextStyle(name: "sheet-header", size: 12, lineHeight: 16, weight: .medium)

    package let renderer: Renderer

    package init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The grid's row and column headings and each variant's cell, for a set.
    package struct Grid: Sendable {
        /// Row headings (`Type=Default`); one empty heading when the set has a single row.
        package let rows: [String]
        /// Column headings (`State=Placeholder`).
        package let columns: [String]
        /// `cells[row][column]`: the variant drawn there.
        package let cells: [[Variant]]
    }

    /// How `set`'s variants are arranged.
    package static func grid(for set: ComponentSet) -> Grid {
        let properties = set.variantProperties
        let variants = set.variants
        guard properties.count >= 2 else {
            let headings = variants.map { $0.values.map { "\($0.property)=\($0.option)" }.joined(separator: ", ") }
            return Grid(rows: [""], columns: headings, cells: [variants])
        }
        // `ComponentSet.variants` runs the first property outermost, so each row is a contiguous run.
        let perRow = variants.count / max(1, properties[0].options.count)
        let rows = properties[0].options.map { "\(properties[0].name)=\($0)" }
        let columns = variants.prefix(perRow).map { variant in
            variant.values.dropFirst().map { "\($0.property)=\($0.option)" }.joined(separator: ", ")
        }
        let cells = stride(from: 0, to: variants.count, by: perRow).map { Array(variants[$0..<min(variants.count, $0 + perRow)]) }
        return Grid(rows: rows, columns: columns, cells: cells)
    }

    /// Some rows and columns of a sheet: a packet splits a sheet across pages when the whole one
    /// would print too small (`ReviewPacket.minimumScale`).
    package struct Part: Sendable, Hashable {
        package let rows: Range<Int>
        package let columns: Range<Int>

        package init(rows: Range<Int>, columns: Range<Int>) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// `grid` cut to `part`'s rows and columns.
    static func cut(_ grid: Grid, to part: Part?) -> Grid {
        guard let part else { return grid }
        return Grid(
            rows: Array(grid.rows[part.rows]), columns: Array(grid.columns[part.columns]),
            cells: grid.cells[part.rows].map { row in Array(row[part.columns.clamped(to: row.indices)]) })
    }

    /// The sheet of `set` in `options`' theme and scale (redlines too, when asked); with `part`, only
    /// those rows and columns, under the same title and headings.
    package func displayList(for set: ComponentSet, options: RenderOptions, part: Part? = nil) throws -> DisplayList {
        let options = try options.validated()
        let grid = Self.cut(Self.grid(for: set), to: part)
        let lists = try grid.cells.map { row in
            try row.map { try renderer.displayList(ComponentConfiguration(set: set, variant: $0), options: options) }
        }
        let theme = try renderer.theme(for: set, mode: options.theme)
        let headingColor = try theme.color(PageToken.textSecondary)
        let titleColor = try theme.color(PageToken.text)
        let title = SceneLabel(engine: renderer.text, style: Self.titleStyle)
        let header = SceneLabel(engine: renderer.text, style: Self.headerStyle)
        let gutter = Self.gutter

        // Cells line up by their frames, not their bounds, so a focus ring drawn outside one variant
        // does not shift it against its neighbours: each row and column leaves room for the largest
        // outset above and to the left. Whole points, so every variant keeps its place on the grid.
        let columnInsets = grid.columns.indices.map { column in
            lists.map { $0.indices.contains(column) ? -$0[column].bounds.minX : 0 }.max().map { max(0, $0).rounded(.up) } ?? 0
        }
        let rowInsets = lists.map { row in (row.map { max(0, -$0.bounds.minY) }.max() ?? 0).rounded(.up) }
        let columnWidths = grid.columns.indices.map { column in
            max(
                lists.map { $0.indices.contains(column) ? columnInsets[column] + $0[column].bounds.maxX : 0 }.max() ?? 0,
                columnInsets[column] + header.width(grid.columns[column])
            ).rounded(.up)
        }
        let rowHeights = lists.indices.map { row in (lists[row].map { rowInsets[row] + $0.bounds.maxY }.max() ?? 0).rounded(.up) }
        let rowHeadingWidth =
            grid.rows.contains { !$0.isEmpty }
            ? (grid.rows.map { header.width($0) }.max() ?? 0).rounded(.up) + gutter : 0

        var nodes: [SceneNode] = []
        nodes.append(title.node(set.name, topLeft: Point(x: gutter, y: gutter), color: titleColor))
        let headerTop = gutter + Self.titleStyle.lineHeight + gutter / 2
        let gridTop = headerTop + Self.headerStyle.lineHeight + gutter / 2
        var x = gutter + rowHeadingWidth
        var columnLefts: [Double] = []
        for (column, width) in columnWidths.enumerated() {
            columnLefts.append(x)
            // The heading starts where the variants' frames do, not where a focus ring reaches.
            nodes.append(header.node(grid.columns[column], topLeft: Point(x: x + columnInsets[column], y: headerTop), color: headingColor))
            x += width + gutter
        }
        var y = gridTop
        for (row, height) in rowHeights.enumerated() {
            if !grid.rows[row].isEmpty {
                let top = y + ((height - Self.headerStyle.lineHeight) / 2).rounded(.down)
                nodes.append(header.node(grid.rows[row], topLeft: Point(x: gutter, y: top), color: headingColor))
            }
            for (column, list) in lists[row].enumerated() {
                let dx = columnLefts[column] + columnInsets[column], dy = y + rowInsets[row]
                let moved = list.nodes.map { $0.translated(dx: dx, dy: dy) }
                nodes.append(.group(SceneGroup(id: Self.cellID(set: set, variant: grid.cells[row][column]), children: moved)))
            }
            y += height + gutter
        }
        let width = max(x, gutter + title.width(set.name) + gutter)
        let bounds = Rect(x: 0, y: 0, width: width, height: y)
        let (pixelWidth, pixelHeight) = try PixelBudget.pixelSize(width: width, height: y, scale: options.scale)
        let background: Color? = options.background == .surface ? try theme.color(PageToken.background) : nil
        return DisplayList(
            bounds: bounds, scale: options.scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            background: background, title: "\(set.name) / contact sheet, \(options.theme.rawValue)",
            nodes: nodes)
    }

    /// The sheet as PNG, SVG or PDF bytes.
    package func render(_ set: ComponentSet, options: RenderOptions, format: OutputFormat) throws -> [UInt8] {
        let list = try displayList(for: set, options: options)
        switch format {
        case .png: return try PNGEncoder().encode(renderer.rasterizer.render(list), pixelsPerPoint: options.scale)
        case .svg: return Array(try renderer.svgWriter.write(list).utf8)
        case .pdf: return try PDFWriter().write(list.flatteningBlurs(rasterizer: renderer.rasterizer))
        }
    }

    /// `type-default-state-placeholder`: the cell's group id, unique on the sheet.
    static func cellID(set: ComponentSet, variant: Variant) -> String {
        Slug.make(variant.name)
    }
}

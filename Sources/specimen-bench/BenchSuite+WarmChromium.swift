import Dispatch
import Foundation
import Specimen
import SpecimenFiles

extension BenchSuite {
    /// One headless Chromium driven over the DevTools protocol for many screenshots (`WarmBrowser`)
    /// against a cold `specimen render` of the same variant at 2x, alternating picture by picture.
    ///
    /// A screenshot is timed from resizing the page to the PNG written to its file: what a docs build
    /// keeping a browser open pays per picture. The browser's start and its first page of each variant
    /// are left out, as a warm browser would have them behind it. Its CPU time is that of the browser
    /// and all its helper processes over the same span (`ProcessTreeTime`, in clock ticks).
    /// A browser that cannot start, dies or stops answering is reported in the row, not thrown.
    mutating func warmChromium(_ chromium: String?) throws {
        let label = "cold render vs warm headless Chromium screenshot (one browser over the DevTools pipe; same SVGs, 2x; \(Self.coldSubjects.count) variants x \(rounds))"
        guard let chromium else {
            rows.append(Row(measurement: label, specimen: "—", reference: "chromium missing", ratio: "—", target: "—"))
            return
        }
        let dir = try folder("chromium-warm")
        var pages: [(page: URL, width: Int, height: Int, render: [String])] = []
        for (i, subject) in Self.coldSubjects.enumerated() {
            let configuration = try Catalogue.standard.configuration(set: subject.0, variant: subject.1)
            try writeSVG(configuration, to: "\(dir)/\(i).svg")
            let size = try renderer.displayList(configuration, options: RenderOptions(scale: 1)).bounds
            pages.append(
                (
                    URL(fileURLWithPath: "\(dir)/\(i).svg"), Int(size.width.rounded(.up)), Int(size.height.rounded(.up)),
                    [specimen, "render", subject.0, subject.1, "--scale", "2", "--out", "\(dir)/\(i)-specimen.png"]
                ))
        }
        var shots: [BenchProcess] = [], mine: [BenchProcess] = []
        do {
            let browser = try WarmBrowser(chromium: chromium)
            defer { browser.close() }
            for page in pages {
                _ = try browser.screenshot(page.page, width: page.width, height: page.height, scale: 2)
                _ = try BenchProcess.succeed(page.render)
            }
            for _ in 0..<rounds {
                for (i, page) in pages.enumerated() {
                    let cpu = browser.cpuSeconds, start = DispatchTime.now().uptimeNanoseconds
                    let png = try browser.screenshot(page.page, width: page.width, height: page.height, scale: 2)
                    try AtomicFile.write(png, to: "\(dir)/\(i)-chromium.png", durability: .none)
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    shots.append(BenchProcess(status: 0, seconds: seconds, cpuSeconds: browser.cpuSeconds - cpu, peakBytes: 0))
                    mine.append(try BenchProcess.succeed(page.render))
                }
            }
        } catch let failure as DevToolsPipe.Failure {
            rows.append(Row(measurement: label, specimen: "—", reference: "not measured: \(failure.description)", ratio: "—", target: "—"))
            return
        }
        rows.append(Self.timed(label, mine, "chromium", shots, target: "—"))
    }
}

/// One frame of a set's live specimen (`LiveSpecimen`): the script and which state it shows.
package struct PlayedFrame: Sendable, Hashable {
    package let script: String
    /// 0 for the initial state, then one per event.
    package let step: Int
    /// The frame count, for zero-padding the file names.
    package let count: Int

    package init(script: String, step: Int, count: Int) {
        self.script = script
        self.step = step
        self.count = count
    }

    /// `step-03`.
    package var name: String {
        let digits = max(2, String(count - 1).count)
        return "step-" + String(repeating: "0", count: digits - String(step).count) + String(step)
    }

    /// The rendition every played frame is kept in: light at 2x, the reference rendition.
    package static let rendition: (theme: ThemeMode, scale: Double) = (.light, 2)

    /// Every frame of every live specimen, as golden subjects.
    package static func standardSubjects() -> [GoldenSubject] {
        LiveSpecimen.all.flatMap { specimen -> [GoldenSubject] in
            guard let configuration = try? specimen.configuration(),
                let script = try? EventScript(parsing: specimen.script)
            else { return [] }
            let count = script.events.count + 1
            return (0..<count).map {
                GoldenSubject(
                    configuration: configuration, theme: rendition.theme, scale: rendition.scale,
                    played: PlayedFrame(script: specimen.script, step: $0, count: count))
            }
        }
    }
}

extension GoldenSubject {
    /// What the subject draws: the variant's layout, or the played frame's on its playback's canvas.
    package func layout(_ renderer: Renderer) throws -> LayoutTree {
        guard let played else { return try renderer.layout(configuration, localisation: localisation) }
        let playback = try renderer.play(configuration, script: try EventScript(parsing: played.script))
        return playback.frameLayout(playback.steps[played.step])
    }

    /// The subject's display list in its rendition.
    package func displayList(_ renderer: Renderer) throws -> DisplayList {
        guard played != nil else { return try renderer.displayList(configuration, options: renderOptions) }
        return try renderer.displayList(try layout(renderer), options: renderOptions)
    }

    /// The subject's pixels in its rendition.
    package func pixmap(_ renderer: Renderer) throws -> Pixmap { renderer.rasterizer.render(try displayList(renderer)) }
}

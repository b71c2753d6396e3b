import Geometry
import SpecimenPNG

/// A played interaction ready to draw: every state's layout (the initial state, then one per event)
/// and the one canvas all of its frames share, so a field that grows or gains a focus ring does not
/// shift the picture between frames.
public struct Playback: Sendable {
    /// How long each frame of an animation stays, in milliseconds; the last frame stays longer
    /// (`finalDelayMilliseconds`), so a looping animation pauses on where the interaction ends.
    package static let frameDelayMilliseconds = 700
    /// How long an animated PNG holds its last frame.
    package static let finalDelayMilliseconds = 2_000

    /// The initial state, then one state after each event.
    public let steps: [PlayedStep]
    /// The union of every step's bounds, in points: what each frame covers.
    public let canvas: Rect

    /// A playback of `steps`, in order.
    package init(steps: [PlayedStep]) {
        self.steps = steps
        canvas = steps.dropFirst().reduce(steps[0].layout.bounds) { $0.union($1.layout.bounds) }
    }

    /// The layout of `step` with its bounds widened to the canvas: an empty node spans the canvas, so the
    /// scene covers the same area, on the same pixel grid, in every frame.
    public func frameLayout(_ step: PlayedStep) -> LayoutTree {
        let tree = step.layout
        return LayoutTree(
            configuration: tree.configuration, frame: tree.frame,
            nodes: [LayoutNode("canvas", frame: canvas)] + tree.nodes, isInactive: tree.isInactive)
    }

    /// The delay of frame `index` (0-based) in an animation of these steps.
    package func delay(ofFrame index: Int) -> Int {
        index == steps.count - 1 ? Self.finalDelayMilliseconds : Self.frameDelayMilliseconds
    }
}

extension Renderer {
    /// Plays `script` on `configuration`: one state per event after the initial one, each laid out with
    /// this renderer's styles. Throws an error for an event the set does not answer (its description is
    /// one line naming the set, the event and what it does answer), and the catalogue's or layout's errors
    /// for a bad configuration.
    public func play(_ configuration: ComponentConfiguration, script: EventScript) throws -> Playback {
        try play(configuration, script: script, localisation: .standard)
    }

    /// The same, every state laid out for a locale, direction and text scale (as `layout(_:localisation:)`).
    public func play(_ configuration: ComponentConfiguration, script: EventScript, localisation: Localisation) throws -> Playback {
        let localisation = try localisation.validated()
        try TextLength.check(configuration)
        let localised = try localisation.localising(configuration, translations: strings.values)
        try TextLength.check(localised, translated: true)
        return try locatingTokenErrors(in: localised.set, mode: .light) {
            Playback(steps: try layoutEngine(for: localised.set).play(localised, script: script, environment: localisation.layoutEnvironment(translations: strings.values)))
        }
    }

    /// Every frame of `playback` as pixels, all the size of its canvas.
    public func frames(_ playback: Playback, options: RenderOptions) throws -> [Pixmap] {
        // All frames are held at once (an APNG is written whole), so together they share one pixel budget.
        let options = try options.validated()
        let width = Int((playback.canvas.width * options.scale - 1e-9).rounded(.up))
        let height = Int((playback.canvas.height * options.scale - 1e-9).rounded(.up))
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels.multipliedReportingOverflow(by: playback.steps.count).partialValue <= RenderOptions.pixelBudget,
            !pixels.multipliedReportingOverflow(by: playback.steps.count).overflow
        else {
            throw RenderError.animationOverPixelBudget(frames: playback.steps.count, width: width, height: height)
        }
        return try playback.steps.map { rasterizer.render(try displayList(playback.frameLayout($0), options: options)) }
    }

    /// Every frame of `playback` as a PNG file's bytes.
    public func pngFrames(_ playback: Playback, options: RenderOptions) throws -> [[UInt8]] {
        try frames(playback, options: options).map { try PNGEncoder().encode($0, pixelsPerPoint: options.scale) }
    }

    /// `playback` as an animated PNG: one frame per state, `Playback.frameDelayMilliseconds` each and
    /// the last `Playback.finalDelayMilliseconds`, looping.
    public func animatedPNG(_ playback: Playback, options: RenderOptions) throws -> [UInt8] {
        let frames = try frames(playback, options: options).enumerated().map {
            APNGFrame($0.element, delayMilliseconds: playback.delay(ofFrame: $0.offset))
        }
        return try APNGEncoder().encode(frames, pixelsPerPoint: options.scale)
    }
}

// README-BEHAVIOUR-EXAMPLE-BEGIN
import Specimen

/// Plays the spec's live specimens in code: a Stepper nudged to its bound, a Composer sending.
func playReadmeBehaviourExample() throws -> (stepper: PlayedComponent, composer: PlayedComponent, frames: Playback) {
    let stepper = try Stepper().value(2).setting("Minimum", to: "0")
        .applying(.press("decrement"))
        .applying(.press("decrement"))
        .applying(.press("decrement"))  // stays at 0: State=Min
    let composer = try Composer()
        .applying(script: #"focus; type "On my way"; press send"#)  // empty again, Send dormant
    let png = try composer.png(theme: .dark, scale: 2)  // the state after the last event
    _ = png

    // Every state, as the CLI's `specimen play` draws them: one frame per state on one canvas.
    let renderer = try Renderer.shared()
    let field = try Catalogue.standard.configuration(set: "Text Area")
    let frames = try renderer.play(field, script: try EventScript(parsing: #"type "Hi"; enter; type "there""#))
    return (stepper, composer, frames)
}
// README-BEHAVIOUR-EXAMPLE-END

import Testing
import SpecimenPNG

@Suite struct BehaviourAPITests {
    @Test func theReadmeExamplePlays() throws {
        let (stepper, composer, frames) = try playReadmeBehaviourExample()
        #expect(stepper.value("Value") == "0")
        #expect(stepper.variant == "Size=sm, State=Min")
        #expect(composer.value("Value") == "")
        #expect(composer.variant == "Style=Default, State=Empty")
        #expect(composer.events.count == 3)
        #expect(frames.steps.count == 4)
        #expect(frames.steps.map { $0.layout.node(named: "field")?.frame.height } == [56, 56, 80, 80])
    }

    @Test func anEventTheComponentDoesNotAnswerThrowsNamingWhatItDoes() throws {
        #expect(throws: BehaviourError.self) { try Stepper().applying(.type("3")) }
        #expect(throws: BehaviourError.self) { try Composer().applying(.press("increment")) }
    }

    @Test func theAnimationHasAFramePerStateOnOneCanvas() throws {
        let renderer = try Renderer.shared()
        let playback = try renderer.play(
            try Catalogue.standard.configuration(set: "Counter Input"),
            script: try EventScript(parsing: "focus; press increment; blur"))
        let frames = try renderer.frames(playback, options: RenderOptions(scale: 2))
        #expect(frames.count == 4)
        // The focus ring widens the canvas for every frame, so the frames line up pixel for pixel.
        #expect(Set(frames.map { "\($0.width)x\($0.height)" }).count == 1)
        #expect(playback.canvas.minX == -4)
        let apng = try renderer.animatedPNG(playback, options: RenderOptions(scale: 2))
        #expect(try PNGDecoder().decode(apng).data == frames[0].data)
        // The played sequence is deterministic: the same events give the same bytes.
        #expect(try renderer.animatedPNG(playback, options: RenderOptions(scale: 2)) == apng)
    }
}

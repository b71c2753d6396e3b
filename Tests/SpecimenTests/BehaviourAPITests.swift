import Testing
import SpecimenPNG
import Specimen

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
        // What a user's code sees (the README's Behaviour section quotes it): an error of the package's own
        // type, whose description is the CLI's one line.
        do {
            _ = try Stepper().applying(.type("3"))
            Issue.record("a Stepper answered typing")
        } catch {
            #expect("\(error)" == #"Stepper (Size=sm, State=Default) does not answer 'type "3"'; it answers: press NODE (NODE: decrement, increment)"#)
        }
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

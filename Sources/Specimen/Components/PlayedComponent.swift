import SpecimenPNG

/// A component after events a person played on it: `try TextArea().applying(.type("Hi"))`.
///
/// It holds the typed model whose content the events changed; its look (State=Focused, Filled, Min)
/// is derived from that content. Each `applying` checks the event against what the component answers
/// in its current layout (a `press` names one of its buttons), and throws an error whose description
/// is one line naming the events and buttons it does answer.
public struct PlayedComponent: Sendable {
    /// The content after the events.
    package let model: any InteractiveModel
    /// Every event applied so far, in order.
    public let events: [BehaviourEvent]
    private let renderer: Renderer

    init(model: any InteractiveModel, events: [BehaviourEvent], renderer: Renderer) {
        self.model = model
        self.events = events
        self.renderer = renderer
    }

    /// This component after one more event.
    public func applying(_ event: BehaviourEvent) throws -> PlayedComponent {
        PlayedComponent(model: try renderer.layoutEngine(for: model.source.set).step(model, by: event), events: events + [event], renderer: renderer)
    }

    /// This component after every event of a script such as `focus; type "Hi"; press send`.
    public func applying(script: String) throws -> PlayedComponent {
        try EventScript(parsing: script).events.reduce(self) { try $0.applying($1) }
    }

    /// The variant the content derives, as Figma names it: `Size=sm, State=Min`.
    public var variant: String { model.derivedVariant.name }

    /// A property's current value by its Figma name (`Value`, `Input Text`, `State`).
    public func value(_ property: String) -> String? { model.properties.first { $0.name == property }?.value }

    /// The exact frame of every node, in points.
    public func layout() throws -> LayoutTree { try renderer.layoutEngine(for: model.source.set).layout(model) }

    /// PNG bytes of the component as it is now.
    public func png(theme: ThemeMode = .light, scale: Double = 1) throws -> [UInt8] {
        try PNGEncoder().encode(
            renderer.rasterizer.render(try renderer.displayList(try layout(), options: RenderOptions(theme: theme, scale: scale))),
            pixelsPerPoint: scale)
    }

    /// An SVG document of the component as it is now.
    public func svg(theme: ThemeMode = .light, scale: Double = 1) throws -> String {
        try renderer.svgWriter.write(
            try renderer.displayList(try layout(), options: RenderOptions(theme: theme, scale: scale)).flatteningForSVG(rasterizer: renderer.rasterizer))
    }
}

extension ComponentDescription {
    /// This component after `event`, played by the shared renderer: `try field.applying(.type("Hi"))`.
    public func applying(_ event: BehaviourEvent) throws -> PlayedComponent {
        try applying(event, renderer: Renderer.shared())
    }

    /// This component after `event`, played by `renderer` (one with a user's token file, say).
    public func applying(_ event: BehaviourEvent, renderer: Renderer) throws -> PlayedComponent {
        try PlayedComponent(model: DocumentModel.decoding(configuration), events: [], renderer: renderer).applying(event)
    }

    /// This component after every event of a script such as `focus; type "Hi"; press send`.
    public func applying(script: String) throws -> PlayedComponent {
        let events = try EventScript(parsing: script).events
        return try events.dropFirst().reduce(try applying(events[0])) { try $0.applying($1) }
    }
}

/// Specimen: the library users call. It renders a component configuration to a layout, a display
/// list, pixels, PNG or SVG, by running the pipeline in order:
///
///     Catalogue -> Tokens -> Layout -> Scene -> Raster | SVG -> PNG
///
/// What this module promises:
/// 1. One `Renderer` per process is enough: it loads fonts and themes once and is safe to use from
///    several threads; the same input gives the same bytes on any thread count.
/// 2. Every failure is a thrown error with a one-line message; nothing traps on user input.
/// 3. Files are written atomically (temporary file, then rename), so a failure never leaves a partial file.
//
// Re-exported: the modules whose types a user's code names or keeps, because the calls it makes take or
// return them (README's Swift examples, a user's snapshot tests): geometry and pixels (`Rect` frames,
// `Pixmap`), the catalogue (`Catalogue`, `ComponentConfiguration`), behaviour (`EventScript`), tokens
// (`ThemeMode`, `Theme`, `TokenDocument`), text (`TextEngine`, `TextDirection`), documents
// (`DesignSystemFolder`), layout (the models, `LayoutTree`, `LayoutEngine`), the scene (`DisplayList`,
// `SceneOptions.Background`) and support (`SpecimenHome`, which `Renderer(home:)` takes).
// Not re-exported: the back end (SpecimenRaster, SpecimenPNG, SpecimenSVG, SpecimenPDF, SpecimenFiles),
// which a user reaches only through `Renderer` (`png`, `svg`, `render(_:options:format:)`); code that
// names one of its types imports it.
@_exported import Geometry
@_exported import Pixels
@_exported import SpecimenSupport
@_exported import SpecimenCatalogue
@_exported import SpecimenBehaviour
@_exported import SpecimenTokens
@_exported import SpecimenText
@_exported import SpecimenDocument
@_exported import SpecimenLayout
@_exported import SpecimenScene

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
@_exported import Geometry
@_exported import Pixels
@_exported import SpecimenCatalogue
@_exported import SpecimenBehaviour
@_exported import SpecimenTokens
@_exported import SpecimenText
@_exported import SpecimenDocument
@_exported import SpecimenLayout
@_exported import SpecimenScene
@_exported import SpecimenRaster
@_exported import SpecimenPNG
@_exported import SpecimenSVG
@_exported import SpecimenPDF

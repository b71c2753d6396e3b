/// SpecimenSupport: the few utilities several stages need, below the whole pipeline so that no stage
/// depends on another only for one of them.
///
/// One hash (`FNV1a64`), one parallel map (`ParallelMap`); imports nothing of Specimen and knows no
/// design system, set, file format or stage.

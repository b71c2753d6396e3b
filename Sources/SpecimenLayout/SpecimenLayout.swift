// SpecimenLayout

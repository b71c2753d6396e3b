// SpecimenSnapshot

// SpecimenPNG

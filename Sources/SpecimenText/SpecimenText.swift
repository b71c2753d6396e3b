// SpecimenText

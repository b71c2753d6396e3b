// SpecimenScene

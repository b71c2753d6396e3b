// SpecimenCatalogue

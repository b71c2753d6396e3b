// SpecimenTokens

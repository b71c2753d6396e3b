// SpecimenSVG

// SpecimenRaster

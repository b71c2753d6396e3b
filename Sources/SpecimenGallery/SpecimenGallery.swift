// SpecimenGallery

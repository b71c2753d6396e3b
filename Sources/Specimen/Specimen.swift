// Specimen

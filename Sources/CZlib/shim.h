/* zlib for SpecimenPDF's FlateDecode streams and the benchmark's zlib baseline (found through pkg-config `zlib`). */
#ifndef SPECIMEN_CZLIB_SHIM_H
#define SPECIMEN_CZLIB_SHIM_H
#include <zlib.h>
#endif

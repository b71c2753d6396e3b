/* zlib for SpecimenPDF's FlateDecode streams (found through pkg-config `zlib`). */
#ifndef SPECIMEN_CZLIB_SHIM_H
#define SPECIMEN_CZLIB_SHIM_H
#include <zlib.h>
#endif

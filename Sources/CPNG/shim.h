/* libpng shim: filled in by the PNG work (setjmp-based error handling lives here). */
#include <png.h>

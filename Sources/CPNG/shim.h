/*
 * libpng shim for SpecimenPNG.
 *
 * libpng reports an error by longjmp-ing back to a setjmp its caller placed. Swift can neither call
 * setjmp nor be unwound through, so every libpng call happens inside the functions below, which turn
 * a longjmp into a status code plus a one-line message. Bytes move through memory only (custom read
 * and write callbacks), so Swift hands over and receives plain buffers.
 *
 * Longjmp safety: each public function keeps everything that changes after setjmp in a context
 * struct owned by its caller (`cpng_context_`), so no modified local of the function that called
 * setjmp is read after the jump, which C leaves indeterminate.
 */
#ifndef SPECIMEN_CPNG_SHIM_H
#define SPECIMEN_CPNG_SHIM_H

#include <png.h>
#include <stdio.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* What went wrong; the message buffer says more. */
enum {
    CPNG_OK = 0,
    CPNG_EMPTY = 1,          /* no bytes at all */
    CPNG_NOT_PNG = 2,        /* the 8-byte signature is wrong */
    CPNG_TRUNCATED = 3,      /* the data ends before the image does */
    CPNG_CORRUPT = 4,        /* libpng rejected the data; message holds its text */
    CPNG_TOO_LARGE = 5,      /* width * height exceeds the caller's limit */
    CPNG_OUT_OF_MEMORY = 6,
    CPNG_ENCODE_FAILED = 7   /* libpng refused to write; message holds its text */
};

/* A decoded image as straight-alpha RGBA8, top row first; free `rgba` with cpng_free. */
typedef struct {
    uint32_t width;
    uint32_t height;
    unsigned char *rgba;
    int has_phys;            /* 1 when a pHYs chunk was read */
    uint32_t phys_x;
    uint32_t phys_y;
    int phys_unit;           /* PNG_RESOLUTION_METER (1) or PNG_RESOLUTION_UNKNOWN (0) */
} cpng_decoded;

typedef struct {
    png_structp png;
    png_infop info;
    char *message;
    size_t message_size;
    const unsigned char *input;
    size_t input_count;
    size_t input_offset;
    int input_exhausted;
    int out_of_memory;
    png_bytep *rows;
    unsigned char *pixels;
} cpng_context_;

static inline void cpng_free(void *pointer) { free(pointer); }

static inline void cpng_set_message_(cpng_context_ *ctx, const char *text) {
    if (ctx->message == NULL || ctx->message_size == 0) return;
    strncpy(ctx->message, text, ctx->message_size - 1);
    ctx->message[ctx->message_size - 1] = '\0';
}

static inline void cpng_error_(png_structp png, png_const_charp text) {
    cpng_context_ *ctx = (cpng_context_ *)png_get_error_ptr(png);
    /* Keep the first message: a later one describes a consequence, not the cause. */
    if (ctx->message != NULL && ctx->message_size > 0 && ctx->message[0] == '\0') cpng_set_message_(ctx, text);
    png_longjmp(png, 1);
}

/* Warnings (an ancillary chunk with a bad CRC, say) do not stop the image; they are dropped. */
static inline void cpng_warning_(png_structp png, png_const_charp text) { (void)png; (void)text; }

static inline void cpng_read_(png_structp png, png_bytep destination, size_t length) {
    cpng_context_ *ctx = (cpng_context_ *)png_get_io_ptr(png);
    if (length > ctx->input_count - ctx->input_offset) {
        ctx->input_exhausted = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(destination, ctx->input + ctx->input_offset, length);
    ctx->input_offset += length;
}

/*
 * The chunk lengths, checked before libpng reads a chunk: libpng allocates a text chunk's declared
 * length before reading it, so a 141-byte file declaring a 2 GB tEXt chunk cost 2 GB. `next` hands
 * out the next chunk's 8-byte header (length, type) and skips its data and CRC, or returns 0 at the end
 * of the input; `remaining` is what follows the header. A chunk other than IDAT longer than
 * `max_chunk` (image data aside), or a length past the format's 2^31 - 1, is corrupt; one longer than what is left of the
 * input is truncated. The walk stops at IEND; what it cannot decide it leaves to libpng.
 */
static inline int cpng_chunk_verdict_(const unsigned char header[8], uint64_t remaining, uint64_t max_chunk,
                                      char *message, size_t message_size) {
    uint32_t length = ((uint32_t)header[0] << 24) | ((uint32_t)header[1] << 16) | ((uint32_t)header[2] << 8) | header[3];
    char type[5] = { 0 };
    for (int i = 0; i < 4; i++) {
        unsigned char c = header[4 + i];
        type[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? (char)c : '?';
    }
    if (length > 0x7FFFFFFFu) {
        if (message != NULL && message_size > 0) snprintf(message, message_size, "the %s chunk's length %u is past the format's 2147483647", type, length);
        return CPNG_CORRUPT;
    }
    /* Image data (IDAT, and an animation's fdAT) is streamed through zlib, never held by its length. */
    int image_data = memcmp(header + 4, "IDAT", 4) == 0 || memcmp(header + 4, "fdAT", 4) == 0;
    if (!image_data && (uint64_t)length > max_chunk) {
        if (message != NULL && message_size > 0)
            snprintf(message, message_size, "the %s chunk declares %u bytes, more than the %llu any chunk but image data may hold (Limits.pngChunkBytes)",
                     type, length, (unsigned long long)max_chunk);
        return CPNG_CORRUPT;
    }
    if ((uint64_t)length + 4 > remaining) return CPNG_TRUNCATED;
    return CPNG_OK;
}

/* The walk over bytes in memory, from just after the signature. */
static inline int cpng_scan_chunks_(const unsigned char *bytes, size_t count, uint64_t max_chunk, char *message, size_t message_size) {
    size_t offset = 8;
    while (offset + 8 <= count) {
        int verdict = cpng_chunk_verdict_(bytes + offset, (uint64_t)(count - offset - 8), max_chunk, message, message_size);
        if (verdict != CPNG_OK) return verdict;
        uint32_t length = ((uint32_t)bytes[offset] << 24) | ((uint32_t)bytes[offset + 1] << 16) | ((uint32_t)bytes[offset + 2] << 8) | bytes[offset + 3];
        if (memcmp(bytes + offset + 4, "IEND", 4) == 0) return CPNG_OK;
        offset += 12 + (size_t)length;
    }
    return CPNG_OK;
}

static inline int cpng_decode_guarded_(cpng_context_ *ctx, uint64_t maximum_pixels, cpng_decoded *out) {
    if (setjmp(png_jmpbuf(ctx->png))) {
        if (ctx->input_exhausted) return CPNG_TRUNCATED;
        return ctx->out_of_memory ? CPNG_OUT_OF_MEMORY : CPNG_CORRUPT;
    }
    png_set_read_fn(ctx->png, ctx, cpng_read_);
    png_set_sig_bytes(ctx->png, 8);
    png_read_info(ctx->png, ctx->info);

    uint32_t width = png_get_image_width(ctx->png, ctx->info);
    uint32_t height = png_get_image_height(ctx->png, ctx->info);
    out->width = width;
    out->height = height;
    /* Checked before allocating, so a tiny file cannot ask for gigabytes. */
    if ((uint64_t)width * (uint64_t)height > maximum_pixels) return CPNG_TOO_LARGE;

    int color_type = png_get_color_type(ctx->png, ctx->info);
    int bit_depth = png_get_bit_depth(ctx->png, ctx->info);
    png_set_expand(ctx->png);                     /* palette, gray < 8 bits and tRNS -> 8-bit channels */
    if (bit_depth == 16) png_set_scale_16(ctx->png); /* rounds, where strip_16 would truncate */
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(ctx->png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0) png_set_add_alpha(ctx->png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(ctx->png);
    png_read_update_info(ctx->png, ctx->info);
    if (png_get_rowbytes(ctx->png, ctx->info) != (size_t)width * 4) {
        cpng_set_message_(ctx, "unsupported pixel layout");
        return CPNG_CORRUPT;
    }

    ctx->pixels = (unsigned char *)malloc((size_t)width * height * 4);
    ctx->rows = (png_bytep *)malloc((size_t)height * sizeof(png_bytep));
    if (ctx->pixels == NULL || ctx->rows == NULL) return CPNG_OUT_OF_MEMORY;
    for (uint32_t y = 0; y < height; y++) ctx->rows[y] = ctx->pixels + (size_t)y * width * 4;
    png_read_image(ctx->png, ctx->rows);
    /* Reading through IEND catches a file cut after its pixels and damage in the trailing chunks. */
    png_read_end(ctx->png, NULL);

    png_uint_32 x = 0, y = 0;
    int unit = 0;
    if (png_get_pHYs(ctx->png, ctx->info, &x, &y, &unit) != 0) {
        out->has_phys = 1;
        out->phys_x = x;
        out->phys_y = y;
        out->phys_unit = unit;
    }
    return CPNG_OK;
}

/*
 * Decodes any PNG libpng reads into straight-alpha RGBA8. Colour-space chunks (gAMA, cHRM, iCCP)
 * are not applied: the samples come out as stored.
 */
static inline int cpng_decode(const unsigned char *bytes, size_t count, uint64_t maximum_pixels, uint64_t max_chunk,
                              cpng_decoded *out, char *message, size_t message_size) {
    cpng_context_ ctx;
    memset(&ctx, 0, sizeof ctx);
    memset(out, 0, sizeof *out);
    ctx.message = message;
    ctx.message_size = message_size;
    ctx.input = bytes;
    ctx.input_count = count;
    ctx.input_offset = 8;
    if (message != NULL && message_size > 0) message[0] = '\0';

    if (count == 0) return CPNG_EMPTY;
    size_t signature_length = count < 8 ? count : 8;
    if (png_sig_cmp(bytes, 0, signature_length) != 0) return CPNG_NOT_PNG;
    if (count < 8) return CPNG_TRUNCATED;
    int scanned = cpng_scan_chunks_(bytes, count, max_chunk, message, message_size);
    if (scanned != CPNG_OK) return scanned;

    ctx.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, cpng_error_, cpng_warning_);
    if (ctx.png == NULL) { cpng_set_message_(&ctx, "cannot create the libpng reader"); return CPNG_OUT_OF_MEMORY; }
    ctx.info = png_create_info_struct(ctx.png);
    if (ctx.info == NULL) {
        png_destroy_read_struct(&ctx.png, NULL, NULL);
        cpng_set_message_(&ctx, "cannot create the libpng reader");
        return CPNG_OUT_OF_MEMORY;
    }
    int status = cpng_decode_guarded_(&ctx, maximum_pixels, out);
    png_destroy_read_struct(&ctx.png, &ctx.info, NULL);
    free(ctx.rows);
    if (status == CPNG_OK) {
        out->rgba = ctx.pixels;
    } else {
        free(ctx.pixels);
    }
    return status;
}

/* ======================================================================================================
 * Row streaming (`specimen diff`, see SpecimenPNG/PNGRowReader.swift and PNGRowWriter.swift).
 *
 * A separate block on purpose: it shares nothing with the whole-image functions above but the status
 * codes, so either can change without the other. A reader hands out one row at a time from a file and a
 * writer takes one row at a time into a file descriptor, so two images of any size are compared and a
 * difference image written in a few rows of memory. Each function places its own setjmp; everything a
 * longjmp may leave behind lives in the heap-allocated struct, never in a local.
 *
 * The reader applies exactly the transformations of cpng_decode (8-bit straight RGBA out), and reads
 * through IEND at the end, so a stream accepts and refuses the same files. An interlaced (Adam7) file
 * cannot be read a row at a time (each row arrives in up to seven passes): it is decoded whole, within
 * `interlaced_maximum_pixels`.
 * The writer sets exactly the chunks and compression of cpng_encode, so its bytes equal that function's
 * for the same rows; a test holds the two together.
 * ==================================================================================================== */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
    CPNG_OPEN_FAILED = 8,    /* the file cannot be opened or read; system_error holds errno */
    CPNG_WRITE_FAILED = 9    /* the descriptor refused bytes; system_error holds errno */
};

typedef struct {
    png_structp png;
    png_infop info;
    FILE *file;
    uint32_t width;
    uint32_t height;
    int interlaced;
    int may_have_alpha;      /* an alpha channel or a tRNS chunk: some pixel may be non-opaque */
    int has_phys;            /* 1 when a pHYs chunk came before the pixels (as cpng_decode reads it) */
    uint32_t phys_x;
    uint32_t phys_y;
    int phys_unit;
    unsigned char *image;    /* interlaced only: the whole image */
    png_bytep *rows;         /* interlaced only: row pointers into image */
    uint32_t next_row;
    int input_exhausted;
    int out_of_memory;
    int system_error;
    char message[256];
} cpng_row_reader;

static inline void cpng_stream_error_(png_structp png, png_const_charp text) {
    char *message = (char *)png_get_error_ptr(png);
    if (message[0] == '\0') { strncpy(message, text, 255); message[255] = '\0'; }
    png_longjmp(png, 1);
}

static inline void cpng_stream_warning_(png_structp png, png_const_charp text) { (void)png; (void)text; }
static inline void cpng_stream_flush_(png_structp png) { (void)png; }

static inline void cpng_stream_read_(png_structp png, png_bytep destination, size_t length) {
    cpng_row_reader *reader = (cpng_row_reader *)png_get_io_ptr(png);
    if (fread(destination, 1, length, reader->file) != length) {
        if (ferror(reader->file)) reader->system_error = errno ? errno : EIO;
        else reader->input_exhausted = 1;
        png_error(png, "unexpected end of data");
    }
}

static inline int cpng_row_reader_status_(cpng_row_reader *reader) {
    if (reader->system_error) return CPNG_OPEN_FAILED;
    if (reader->input_exhausted) return CPNG_TRUNCATED;
    return reader->out_of_memory ? CPNG_OUT_OF_MEMORY : CPNG_CORRUPT;
}

static inline int cpng_row_reader_start_(cpng_row_reader *reader, uint64_t interlaced_maximum_pixels) {
    if (setjmp(png_jmpbuf(reader->png))) return cpng_row_reader_status_(reader);
    png_set_read_fn(reader->png, reader, cpng_stream_read_);
    png_set_sig_bytes(reader->png, 8);
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    int color_type = png_get_color_type(reader->png, reader->info);
    int bit_depth = png_get_bit_depth(reader->png, reader->info);
    reader->may_have_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0
        || png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
    png_uint_32 x = 0, y = 0;
    int unit = 0;
    if (png_get_pHYs(reader->png, reader->info, &x, &y, &unit) != 0) {
        reader->has_phys = 1;
        reader->phys_x = x;
        reader->phys_y = y;
        reader->phys_unit = unit;
    }
    png_set_expand(reader->png);
    if (bit_depth == 16) png_set_scale_16(reader->png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(reader->png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0) png_set_add_alpha(reader->png, 0xff, PNG_FILLER_AFTER);
    reader->interlaced = png_set_interlace_handling(reader->png) > 1;
    png_read_update_info(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4) {
        cpng_stream_error_(reader->png, "unsupported pixel layout");
    }
    if (!reader->interlaced) return CPNG_OK;
    if ((uint64_t)reader->width * reader->height > interlaced_maximum_pixels) return CPNG_TOO_LARGE;
    reader->image = (unsigned char *)malloc((size_t)reader->width * reader->height * 4);
    reader->rows = (png_bytep *)malloc((size_t)reader->height * sizeof(png_bytep));
    if (reader->image == NULL || reader->rows == NULL) { reader->out_of_memory = 1; return CPNG_OUT_OF_MEMORY; }
    for (uint32_t row = 0; row < reader->height; row++) reader->rows[row] = reader->image + (size_t)row * reader->width * 4;
    png_read_image(reader->png, reader->rows);
    return CPNG_OK;
}

/* Opens `path` and reads its header. Returns NULL only when out of memory; otherwise check `*status`
   and always release the reader with cpng_row_reader_close. */
/* The walk of cpng_scan_chunks_ over a regular file, by seeking past each chunk's data; the file is
   left just after the signature. */
static inline int cpng_scan_file_chunks_(FILE *file, uint64_t size, uint64_t max_chunk, char *message, size_t message_size) {
    uint64_t offset = 8;
    int verdict = CPNG_OK;
    while (offset + 8 <= size) {
        unsigned char header[8];
        if (fseeko(file, (off_t)offset, SEEK_SET) != 0 || fread(header, 1, 8, file) != 8) break;
        verdict = cpng_chunk_verdict_(header, size - offset - 8, max_chunk, message, message_size);
        if (verdict != CPNG_OK || memcmp(header + 4, "IEND", 4) == 0) break;
        uint32_t length = ((uint32_t)header[0] << 24) | ((uint32_t)header[1] << 16) | ((uint32_t)header[2] << 8) | header[3];
        offset += 12 + (uint64_t)length;
    }
    clearerr(file);
    if (fseeko(file, 8, SEEK_SET) != 0) return CPNG_OPEN_FAILED;
    return verdict;
}

static inline cpng_row_reader *cpng_row_reader_open(const char *path, uint64_t interlaced_maximum_pixels, uint64_t max_chunk, int *status) {
    cpng_row_reader *reader = (cpng_row_reader *)calloc(1, sizeof(cpng_row_reader));
    if (reader == NULL) { *status = CPNG_OUT_OF_MEMORY; return NULL; }
    /* Opened without blocking, so a FIFO (which fopen would wait on for a writer) is refused below. */
    int descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) { reader->system_error = errno; *status = CPNG_OPEN_FAILED; return reader; }
    struct stat info;
    if (fstat(descriptor, &info) != 0) { reader->system_error = errno; close(descriptor); *status = CPNG_OPEN_FAILED; return reader; }
    if (S_ISDIR(info.st_mode)) { reader->system_error = EISDIR; close(descriptor); *status = CPNG_OPEN_FAILED; return reader; }
    if (!S_ISREG(info.st_mode)) { reader->system_error = ESPIPE; close(descriptor); *status = CPNG_OPEN_FAILED; return reader; }
    (void)fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    reader->file = fdopen(descriptor, "rb");
    if (reader->file == NULL) { reader->system_error = errno; close(descriptor); *status = CPNG_OPEN_FAILED; return reader; }
    unsigned char signature[8];
    size_t count = fread(signature, 1, 8, reader->file);
    if (ferror(reader->file)) { reader->system_error = errno ? errno : EIO; *status = CPNG_OPEN_FAILED; return reader; }
    if (count == 0) { *status = CPNG_EMPTY; return reader; }
    if (png_sig_cmp(signature, 0, count) != 0) { *status = CPNG_NOT_PNG; return reader; }
    if (count < 8) { *status = CPNG_TRUNCATED; return reader; }
    int scanned = cpng_scan_file_chunks_(reader->file, (uint64_t)info.st_size, max_chunk, reader->message, sizeof reader->message);
    if (scanned == CPNG_OPEN_FAILED) { reader->system_error = errno ? errno : EIO; *status = CPNG_OPEN_FAILED; return reader; }
    if (scanned != CPNG_OK) { *status = scanned; return reader; }
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader->message, cpng_stream_error_, cpng_stream_warning_);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->png == NULL || reader->info == NULL) {
        strcpy(reader->message, "cannot create the libpng reader");
        *status = CPNG_OUT_OF_MEMORY;
        return reader;
    }
    *status = cpng_row_reader_start_(reader, interlaced_maximum_pixels);
    return reader;
}

/* Reads the next row (width * 4 bytes of straight RGBA) into `row`. */
static inline int cpng_row_reader_read(cpng_row_reader *reader, unsigned char *row) {
    if (reader->image != NULL) {
        memcpy(row, reader->image + (size_t)reader->next_row * reader->width * 4, (size_t)reader->width * 4);
        reader->next_row++;
        return CPNG_OK;
    }
    if (setjmp(png_jmpbuf(reader->png))) return cpng_row_reader_status_(reader);
    png_read_row(reader->png, row, NULL);
    reader->next_row++;
    return CPNG_OK;
}

/* After the last row: reads through IEND, as cpng_decode does, so damage after the pixels is found. */
static inline int cpng_row_reader_finish(cpng_row_reader *reader) {
    if (setjmp(png_jmpbuf(reader->png))) return cpng_row_reader_status_(reader);
    png_read_end(reader->png, NULL);
    return CPNG_OK;
}

static inline void cpng_row_reader_close(cpng_row_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    if (reader->file != NULL) fclose(reader->file);
    free(reader->image);
    free(reader->rows);
    free(reader);
}

typedef struct {
    png_structp png;
    png_infop info;
    int descriptor;
    int system_error;
    int out_of_memory;
    char message[256];
} cpng_row_writer;

static inline void cpng_stream_write_(png_structp png, png_bytep source, size_t length) {
    cpng_row_writer *writer = (cpng_row_writer *)png_get_io_ptr(png);
    while (length > 0) {
        ssize_t written = write(writer->descriptor, source, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            writer->system_error = errno;
            png_error(png, "write failed");
        }
        source += written;
        length -= (size_t)written;
    }
}

static inline int cpng_row_writer_status_(cpng_row_writer *writer) {
    if (writer->system_error) return CPNG_WRITE_FAILED;
    return writer->out_of_memory ? CPNG_OUT_OF_MEMORY : CPNG_ENCODE_FAILED;
}

static inline int cpng_row_writer_start_(cpng_row_writer *writer, uint32_t width, uint32_t height, int has_alpha,
                                         uint32_t pixels_per_metre, int compression_level) {
    if (setjmp(png_jmpbuf(writer->png))) return cpng_row_writer_status_(writer);
    png_set_write_fn(writer->png, writer, cpng_stream_write_, cpng_stream_flush_);
    png_set_IHDR(writer->png, writer->info, width, height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(writer->png, writer->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_pHYs(writer->png, writer->info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    png_set_compression_level(writer->png, compression_level);
    png_set_compression_mem_level(writer->png, 8);
    png_set_compression_window_bits(writer->png, 15);
    png_set_compression_strategy(writer->png, Z_DEFAULT_STRATEGY);
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(writer->png, writer->info);
    if (!has_alpha) png_set_filler(writer->png, 0, PNG_FILLER_AFTER);
    return CPNG_OK;
}

/* Starts a PNG on `descriptor` (which stays the caller's to close): rows of width * 4 bytes of straight
   RGBA follow, written as RGBA, or as RGB when has_alpha == 0. NULL only when out of memory. */
static inline cpng_row_writer *cpng_row_writer_open(int descriptor, uint32_t width, uint32_t height, int has_alpha,
                                                    uint32_t pixels_per_metre, int compression_level, int *status) {
    cpng_row_writer *writer = (cpng_row_writer *)calloc(1, sizeof(cpng_row_writer));
    if (writer == NULL) { *status = CPNG_OUT_OF_MEMORY; return NULL; }
    writer->descriptor = descriptor;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer->message, cpng_stream_error_, cpng_stream_warning_);
    if (writer->png != NULL) writer->info = png_create_info_struct(writer->png);
    if (writer->png == NULL || writer->info == NULL) {
        strcpy(writer->message, "cannot create the libpng writer");
        *status = CPNG_OUT_OF_MEMORY;
        return writer;
    }
    *status = cpng_row_writer_start_(writer, width, height, has_alpha, pixels_per_metre, compression_level);
    return writer;
}

static inline int cpng_row_writer_write(cpng_row_writer *writer, const unsigned char *row) {
    if (setjmp(png_jmpbuf(writer->png))) return cpng_row_writer_status_(writer);
    png_write_row(writer->png, (png_const_bytep)row);
    return CPNG_OK;
}

static inline int cpng_row_writer_finish(cpng_row_writer *writer) {
    if (setjmp(png_jmpbuf(writer->png))) return cpng_row_writer_status_(writer);
    png_write_end(writer->png, NULL);
    return CPNG_OK;
}

static inline void cpng_row_writer_close(cpng_row_writer *writer) {
    if (writer == NULL) return;
    if (writer->png != NULL) png_destroy_write_struct(&writer->png, writer->info != NULL ? &writer->info : NULL);
    free(writer);
}

#endif /* SPECIMEN_CPNG_SHIM_H */

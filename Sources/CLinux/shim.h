/* Two Linux system calls that glibc's headers declare only under _GNU_SOURCE, which the Swift module
 * for Glibc does not define: renameat2 (the atomic swap of an output, TemporaryFiles) and syncfs
 * (--durable, FileSyncer). They were looked up by name with dlsym, which finds nothing in the static
 * release (Makefile, STATIC_EXE): there is no dynamic symbol table to look in. Made as system calls
 * they work in every build; a kernel without one answers ENOSYS, and the callers fall back as they did
 * when the lookup failed (a plain rename; a flush file by file). */
#include <sys/syscall.h>
#include <unistd.h>

static inline int specimen_renameat2(int from_folder, const char *_Nonnull from, int to_folder,
                                     const char *_Nonnull to, unsigned int flags) {
    return (int)syscall(SYS_renameat2, from_folder, from, to_folder, to, flags);
}

static inline int specimen_syncfs(int descriptor) { return (int)syscall(SYS_syncfs, descriptor); }

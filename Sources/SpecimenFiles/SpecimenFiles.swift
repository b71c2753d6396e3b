/// SpecimenFiles: what Specimen may touch on disk, and how it writes there.
///
/// What this module promises:
/// 1. ``OutputPolicy`` is the one rule every command's output passes before anything is written: the
///    path is resolved (links and `..`; a NUL byte refused), and a destination inside a goldens folder
///    (one holding Specimen's own `manifest.json`, its marker), inside a folder the command protects,
///    that is one of the command's inputs, or that is itself a link, is refused with one line.
/// 2. ``OutputFolder`` is a folder a command writes many files into: locked (``FolderLock``) while it
///    is written, entered only through real folders, never through a link.
/// 3. ``AtomicFile`` writes a file so that a reader sees the old file or the whole new one;
///    ``StagedFiles`` does so for several files at once, all or none.
/// 4. ``TemporaryFiles`` names every temporary file so it can be told from a user's file (a keyed check
///    in its name), removes this process's own on SIGINT, SIGTERM and SIGHUP (``SignalCleanup``), and
///    lets a later run remove a dead process's leftovers, never a file that merely looks like one.
/// 5. ``WrittenFiles`` records, in an output folder, the files Specimen wrote there, so a later run
///    deletes a stale one only while it is provably the file Specimen wrote.
///
/// Nothing here knows a design system, a set or an image format: it sits under every stage that writes.

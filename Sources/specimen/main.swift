import Foundation
import Specimen
import SpecimenFiles

/// `specimen`: a thin command-line layer over the Specimen library.
///
/// Every error becomes one line on stderr and exit status 2 (bad input) or 1 (a check failed);
/// nothing is printed on stdout when a command fails.
// A file past the size limit (ulimit -f) should fail the write with EFBIG, so AtomicFile can remove its
// temporary file and say so, rather than kill the process and leave the temporary file behind.
signal(SIGXFSZ, SIG_IGN)
// Ctrl-C, SIGTERM and SIGHUP remove this command's temporary files before it ends (SignalCleanup).
SignalCleanup.install()
let status = CommandLineTool.arguments().map { CommandLineTool.run($0) } ?? ExitStatus.badInput
PeakMemory.reportIfAsked()
exit(StandardOutput.flushed(status))

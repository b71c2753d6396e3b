import Foundation
import Specimen

/// `specimen`: a thin command-line layer over the Specimen library.
///
/// Every error becomes one line on stderr and exit status 2 (bad input) or 1 (a check failed);
/// nothing is printed on stdout when a command fails.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
PeakMemory.reportIfAsked()
exit(status)

import Foundation
import SegueCommands

// The only code that touches the process: arguments in, streams and exit code out.
let standardOutput = FileHandleOutputStream(.standardOutput, buffered: true)
let standardError = FileHandleOutputStream(.standardError, buffered: false)
var io = CommandIO(output: standardOutput, error: standardError, isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
let code = SegueCLI.run(Array(CommandLine.arguments.dropFirst()), io: &io)
standardOutput.flush()
exit(code.rawValue)

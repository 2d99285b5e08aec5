#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the program with status 2 (bad usage).
func exitWithUsageError() -> Never {
    exit(2)
}

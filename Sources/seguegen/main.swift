#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(SegueGen.main(Array(CommandLine.arguments.dropFirst())).rawValue)

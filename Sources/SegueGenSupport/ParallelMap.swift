#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element: Sendable {
    /// `map`, with the elements shared out among threads, and the results
    /// in the elements' order whatever thread computed them.
    ///
    /// A build plugin hands over every Swift file of a target to scan for
    /// unwind actions, and apps split their scenes among several
    /// storyboards; each file reads on its own, so they read in parallel.
    /// The threads are plain POSIX threads with the main thread's stack size
    /// (Dispatch's workers get 512 KiB on macOS), so the readers' nesting
    /// limits hold whichever thread reads; the calling thread works too,
    /// and when the system gives no thread it does all the work.
    public func parallelMap<Result: Sendable>(
        threadLimit: Int = ParallelMap.processorCount, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let threads = Swift.min(threadLimit, count)
        guard threads > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [Result](unsafeUninitializedCapacity: count) { results, initializedCount in
                let base = results.baseAddress!
                let work = ParallelMap.Work(count: count) { index in
                    (base + index).initialize(to: transform(self[index]))
                }
                work.run(threads: threads)
                initializedCount = count
            }
        }
    }
}

/// The threads behind `parallelMap`.
public enum ParallelMap {
    /// The processors online; at least 1.
    public static var processorCount: Int {
        Swift.max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// What every thread shares: the next index to take, under a mutex, so
    /// a thread that drew small files takes more of them.
    fileprivate final class Work {
        private let count: Int
        private let body: (Int) -> Void
        private var next = 0
        private let lock = Lock()

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Works on the calling thread and `threads - 1` more; returns when
        /// every index is done.
        func run(threads: Int) {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, 8 << 20)
            var started: [ThreadHandle] = []
            for _ in 1..<threads {
                let context = Unmanaged.passRetained(self)
                var handle = unstartedThread()
                let result = pthread_create(
                    &handle, &attributes,
                    { context in
                        let work = Unmanaged<Work>.fromOpaque((context as UnsafeMutableRawPointer?)!)
                            .takeRetainedValue()
                        work.drain()
                        return nil
                    }, context.toOpaque())
                guard result == 0 else {
                    context.release()
                    break
                }
                started.append(handle)
            }
            drain()
            for handle in started { join(handle) }
        }

        private func drain() {
            while let index = take() { body(index) }
        }

        private func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                next += 1
                return next - 1
            }
        }
    }
}

#if canImport(Glibc)
    /// glibc's `pthread_t` is an integer.
    private typealias ThreadHandle = pthread_t

    private func unstartedThread() -> ThreadHandle { 0 }

    private func join(_ thread: ThreadHandle) {
        pthread_join(thread, nil)
    }
#else
    /// Darwin's and Musl's `pthread_t` is a pointer, which `pthread_create`
    /// fills in through an optional.
    private typealias ThreadHandle = pthread_t?

    private func unstartedThread() -> ThreadHandle { nil }

    private func join(_ thread: ThreadHandle) {
        pthread_join(thread!, nil)
    }
#endif

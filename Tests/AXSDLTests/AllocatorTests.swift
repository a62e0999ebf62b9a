import XCTest

/// The `axsandbox` executable allocates with jemalloc, which it links (Package.swift): validation
/// makes and drops millions of small layouts, elements and drawings, and the catalog's exploration
/// takes about 6% less time with it than with the C library's malloc (docs/validation.md, "The
/// allocator"). jemalloc alone reads `MALLOC_CONF`, so its statistics at exit show it is the one in use.
final class AllocatorTests: XCTestCase {
    func testTheExecutableAllocatesWithJemalloc() throws {
        var environment = BuiltExecutable.headlessEnvironment
        environment["MALLOC_CONF"] = "stats_print:true"
        let run = try BuiltExecutable.run(["validate", "star-rating", "--format", "json"], environment: environment)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("Begin jemalloc statistics"),
                      "axsandbox does not allocate with jemalloc: \(run.output.prefix(400))")
    }
}

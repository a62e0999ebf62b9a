// fuzz-seeds: fuzz/Seeds/FuzzJSON/*
// fuzz-seeds: examples/*.json
// fuzz-seeds-lines: Tests/Golden/*.trace
import AXCore

/// The JSON parser under every reader: any bytes give a value or a syntax error, and a value's
/// strings are valid Unicode whose quoted form parses back to the same string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let value = try? JSONValue.parse(bytes: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    if case .string(let s) = value {
        guard case .string(let again)? = try? JSONValue.parse(JSONValue.quoted(s)), again == s else {
            fatalError("a string does not survive quoting: \(JSONValue.quoted(s))")
        }
    }
    return 0
}

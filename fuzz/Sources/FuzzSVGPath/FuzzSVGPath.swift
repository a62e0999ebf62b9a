// fuzz-seeds: fuzz/Seeds/FuzzSVGPath/*
// fuzz-seeds-field: path examples/*.json
// fuzz-seed-text: M 10 10 L 90 10 L 90 90 Z
// fuzz-seed-text: m0,0h10v10h-10z M20 20 C 30 0 50 0 60 20 S 90 40 100 20 Q 110 0 120 20 T 140 20
// fuzz-seed-text: M 0 0 A 25 15 30 1 0 50 50 a10 10 0 0 1 20 0 Z
// fuzz-seed-text: M-1.5e2-.5l.5.5e1
// fuzz-options: -max_len=4096
import AXCore

/// The SVG path parser, and what every layer asks of a path it accepted: bounds, hit testing and
/// flattening into polygons (what the rasterizer fills).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svg: text) else { return 0 }
    let bounds = path.bounds
    _ = path.contains(bounds.center, rule: .nonZero)
    _ = path.contains(bounds.center, rule: .evenOdd)
    _ = path.polygons()
    return 0
}

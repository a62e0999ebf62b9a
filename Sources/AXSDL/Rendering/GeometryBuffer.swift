import AXCore
import CSDL2

/// Device-space triangles collected for one `SDL_RenderGeometry` call.
///
/// Fills and strokes append here instead of drawing one by one; the renderer flushes before anything
/// that must be ordered after them (text, images, clip changes), so a frame of many shapes costs a
/// handful of draw calls. The storage is kept between frames to avoid per-frame allocation.
struct GeometryBuffer {
    private(set) var vertices: [SDL_Vertex] = []

    init() { vertices.reserveCapacity(4096) }

    var isEmpty: Bool { vertices.isEmpty }
    var triangleCount: Int { vertices.count / 3 }

    @inline(__always)
    static func vertex(_ x: Double, _ y: Double, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    @inline(__always)
    mutating func triangle(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex) {
        vertices.append(a); vertices.append(b); vertices.append(c)
    }

    /// A quadrilateral a-b-c-d (in order around its outline) as two triangles.
    @inline(__always)
    mutating func quad(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, _ d: SDL_Vertex) {
        vertices.append(a); vertices.append(b); vertices.append(c)
        vertices.append(a); vertices.append(c); vertices.append(d)
    }

    /// Appends triangles kept from an earlier frame.
    mutating func append(contentsOf cached: [SDL_Vertex]) { vertices.append(contentsOf: cached) }

    /// The vertices appended since `start` (to keep a shape's triangles for later frames).
    func vertices(from start: Int) -> [SDL_Vertex] { Array(vertices[start...]) }

    /// Draws everything collected and empties the buffer (keeping its storage).
    mutating func flush(to renderer: OpaquePointer) {
        guard !vertices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
        }
        vertices.removeAll(keepingCapacity: true)
    }

    mutating func removeAll() { vertices.removeAll(keepingCapacity: true) }
}

extension SDL_Color {
    /// An AXCore colour with its alpha multiplied by `opacity`.
    init(_ color: Color, opacity: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * opacity))
    }

    func withAlpha(_ a: UInt8) -> SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    /// The four channels in one word, for hashing.
    var packed: UInt32 { UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a) }
}

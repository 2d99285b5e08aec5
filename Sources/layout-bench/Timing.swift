import Foundation

/// Seconds taken by `body`.
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
}

/// One output line, formatted as the kiwi script does (`%.9g %.17g`).
func emit(_ name: String, _ seconds: Double, _ checksum: Double) {
    print(String(format: "%@ %.9g %.17g", name, seconds, checksum))
}

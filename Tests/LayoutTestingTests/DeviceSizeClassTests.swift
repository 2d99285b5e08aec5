import LayoutAnchors
import LayoutTesting
import XCTest

/// Each preset's size class (from UIKit's device table) is the one the engine derives from a
/// full-screen window of its size: the Plus / Max phones are regular in landscape (short side
/// 414 pt or more), the others compact; iPads regular; every phone compact in portrait.
final class DeviceSizeClassTests: XCTestCase {
    func testPresetsAgreeWithTheWindowTraits() {
        for device in Device.all + [Device.iPhone8Plus] {
            for orientation in Orientation.allCases {
                let window = Window(
                    size: device.size(in: orientation), safeAreaInsets: device.safeAreaInsets(in: orientation),
                    displayScale: device.displayScale)
                let engine: UserInterfaceSizeClass = window.traitCollection.horizontalSizeClass
                let stated: UserInterfaceSizeClass = device.horizontalSizeClass(in: orientation) == .regular ? .regular : .compact
                XCTAssertEqual(engine, stated, "\(device.name) \(orientation)")
            }
        }
        // The table itself: regular in landscape exactly for the Plus and Max phones.
        let regular = (Device.allPhones + [Device.iPhone8Plus]).filter { $0.horizontalSizeClass(in: .landscape) == .regular }
        XCTAssertEqual(Set(regular.map(\.name)), ["iPhone 15 Pro Max", "iPhone 16 Pro Max", "iPhone 8 Plus"])
    }
}

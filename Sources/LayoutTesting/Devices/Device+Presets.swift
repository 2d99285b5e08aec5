import LayoutAnchors

// Sources of the figures below.
//
// [HIG] Apple Human Interface Guidelines, "Layout", section "Specifications" > "iOS, iPadOS
//       device screen sizes and orientations" (portrait dimensions in points and scale factor)
//       and "Device size classes" (https://developer.apple.com/design/human-interface-guidelines/layout).
// [SIM] Safe area insets as `view.safeAreaInsets` prints them in the iOS Simulator, as
//       published: csl.cool, "iOS Layout Adaptation" (2023; Dynamic Island phone: portrait
//       top 59 bottom 34, landscape left 59 right 59 bottom 21); the public tables of
//       blog.csdn.net/weixin_37543822/article/details/135525139 and cnblogs.com/duzhaoquan
//       (12/13 mini top 50; 14 Pro/15/15 Pro/15 Plus/15 Pro Max top 59; 34 portrait /
//       21 landscape bottom; SE 20 status bar); the device_preview and app_deploy_screenshots
//       Flutter presets on pub.dev (16 Pro / 16 Pro Max top 62, landscape left/right 62;
//       iPads top 24 bottom 20).
// [KBD] Keyboard heights are not in the HIG. Sourced: flutterware presets on pub.dev
//       (16 Pro 335 / 209 landscape, 16 Pro Max 345 / 209), adaptive_test (iPhone 13 302,
//       12.9" iPad Pro 420). The other keyboard figures are NOT sourced: they are estimated
//       from the nearest sourced device of the same width class, and say so below.
//
// Conflicts found while sourcing, and the choice made:
// - 16 Pro / 16 Pro Max landscape bottom inset: device_preview gives 21, flutterware 20. We
//   use 21, the value every other Face ID iPhone reports in landscape.
// - iPad mini (A17 Pro): device_preview gives top 32 bottom 25; Apple's iPads without a home
//   button report 24 / 20 in the other sources. We use 24 / 20 (unverified for the mini).
extension Device {
    /// iPhone SE (3rd generation): 375x667 pt @2x [HIG]; safe area top 20 (status bar) in
    /// portrait, none in landscape, where the status bar is hidden [SIM]. Keyboard 260 / 200:
    /// NOT sourced (estimated: 216 / 162 keys + 44 / 38 suggestion bar of the 4.7" phones).
    public static let iPhoneSE3 = Device(
        name: "iPhone SE", idiom: .phone, portraitSize: Size(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: EdgeInsets(), displayScale: 2,
        keyboardHeights: (portrait: 260, landscape: 200), landscapeSizeClass: .compact)

    /// iPhone 13 mini: 375x812 pt @3x [HIG]; portrait top 50 bottom 34, landscape left/right
    /// 50 bottom 21 [SIM]. Keyboard 302 / 209: NOT sourced for the mini (iPhone 13's 302 and
    /// the 16 Pro's landscape 209 [KBD]).
    public static let iPhone13mini = Device(
        name: "iPhone 13 mini", idiom: .phone, portraitSize: Size(width: 375, height: 812),
        portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), displayScale: 3,
        keyboardHeights: (portrait: 302, landscape: 209), landscapeSizeClass: .compact)

    /// iPhone 15 and iPhone 15 Pro (the same screen): 393x852 pt @3x [HIG]; portrait top 59
    /// bottom 34, landscape left/right 59 bottom 21 [SIM]. Keyboard 335 / 209: NOT sourced
    /// for this model (the 16 Pro's [KBD]).
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", idiom: .phone, portraitSize: Size(width: 393, height: 852),
        portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), displayScale: 3,
        keyboardHeights: (portrait: 335, landscape: 209), landscapeSizeClass: .compact)

    /// iPhone 15 (the same screen as `iPhone15Pro`).
    public static let iPhone15 = iPhone15Pro

    /// iPhone 15 Plus and iPhone 15 Pro Max (the same screen): 430x932 pt @3x [HIG]; portrait
    /// top 59 bottom 34, landscape left/right 59 bottom 21 [SIM]; regular width in landscape
    /// [HIG size classes]. Keyboard 345 / 209: NOT sourced for this model (the 16 Pro Max's [KBD]).
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: Size(width: 430, height: 932),
        portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), displayScale: 3,
        keyboardHeights: (portrait: 345, landscape: 209), landscapeSizeClass: .regular)

    /// iPhone 15 Plus (the same screen as `iPhone15ProMax`).
    public static let iPhone15Plus = iPhone15ProMax

    /// iPhone 16 Pro: 402x874 pt @3x [HIG]; portrait top 62 bottom 34, landscape left/right 62
    /// bottom 21 [SIM]. Keyboard 335 / 209 [KBD].
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", idiom: .phone, portraitSize: Size(width: 402, height: 874),
        portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), displayScale: 3,
        keyboardHeights: (portrait: 335, landscape: 209), landscapeSizeClass: .compact)

    /// iPhone 16 Pro Max: 440x956 pt @3x [HIG]; portrait top 62 bottom 34, landscape
    /// left/right 62 bottom 21 [SIM]; regular width in landscape [HIG size classes].
    /// Keyboard 345 / 209 [KBD].
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", idiom: .phone, portraitSize: Size(width: 440, height: 956),
        portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), displayScale: 3,
        keyboardHeights: (portrait: 345, landscape: 209), landscapeSizeClass: .regular)

    /// iPad mini (6th generation and A17 Pro): 744x1133 pt @2x [HIG]; top 24 bottom 20 in
    /// both orientations (see the conflict note above). Keyboard 320 / 400: NOT sourced
    /// (estimated, scaled from the 12.9" iPad Pro's 420 [KBD]).
    public static let iPadMini = Device(
        name: "iPad mini", idiom: .pad, portraitSize: Size(width: 744, height: 1133),
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), displayScale: 2,
        keyboardHeights: (portrait: 320, landscape: 400), landscapeSizeClass: .regular)

    /// iPad Air 11-inch (M2): 820x1180 pt @2x [HIG]; top 24 bottom 20 in both orientations
    /// [SIM]. Keyboard 330 / 410: NOT sourced (estimated as for the iPad mini).
    public static let iPadAir11 = Device(
        name: "iPad Air 11\"", idiom: .pad, portraitSize: Size(width: 820, height: 1180),
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), displayScale: 2,
        keyboardHeights: (portrait: 330, landscape: 410), landscapeSizeClass: .regular)

    /// iPad Pro 13-inch (M4): 1032x1376 pt @2x [HIG]; top 24 bottom 20 in both orientations
    /// [SIM]. Keyboard 350 / 420: the landscape figure is the 12.9" iPad Pro's [KBD], the
    /// portrait one NOT sourced (estimated).
    public static let iPadPro13 = Device(
        name: "iPad Pro 13\"", idiom: .pad, portraitSize: Size(width: 1032, height: 1376),
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), displayScale: 2,
        keyboardHeights: (portrait: 350, landscape: 420), landscapeSizeClass: .regular)

    /// iPhone 8 Plus: 414x736 pt @3x [HIG]; safe area top 20 (status bar) in portrait, none in
    /// landscape [SIM, as the SE]; regular width in landscape [HIG size classes], though only
    /// 736 pt wide. Keyboard 271 / 203: NOT sourced (estimated: the 5.5" phones' 226 / 162
    /// keys plus the SE's suggestion bars). Not in `allPhones` (a home-button phone like the
    /// SE, kept for the size-class rule).
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", idiom: .phone, portraitSize: Size(width: 414, height: 736),
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: EdgeInsets(), displayScale: 3,
        keyboardHeights: (portrait: 271, landscape: 203), landscapeSizeClass: .regular)

    /// The phone presets, smallest first.
    public static let allPhones: [Device] = [iPhoneSE3, iPhone13mini, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax]

    /// The iPad presets, smallest first.
    public static let allPads: [Device] = [iPadMini, iPadAir11, iPadPro13]

    /// Every preset.
    public static let all: [Device] = allPhones + allPads
}

/// What a finished escape sequence means: a key, the start of a paste, or nothing the app uses.
enum EscapeSequence: Equatable {
    case key(Key)
    /// `ESC [ 200 ~`: bracketed paste begins; everything up to `ESC [ 201 ~` is pasted text.
    case pasteStart
    /// Mouse clicks and moves, function keys the app has no use for, replies it never asked for.
    case ignored

    /// Bytes a sequence may hold between `ESC [` and its final byte; a longer one is dropped whole.
    static let lengthLimit = 32

    /// The meaning of `ESC introducer parameters final`, introducer `[` (CSI) or `O` (SS3).
    init(introducer: UInt8, parameters: [UInt8], final: UInt8) {
        guard parameters.count <= Self.lengthLimit else {
            self = .ignored
            return
        }
        let text = String(decoding: parameters, as: UTF8.self)
        if introducer == UInt8(ascii: "["), text.hasPrefix("<") {
            self = Self.mouse(String(text.dropFirst()), pressed: final == UInt8(ascii: "M"))
            return
        }
        if introducer == UInt8(ascii: "["), final == UInt8(ascii: "~"), text == "200" {
            self = .pasteStart
            return
        }
        let key: Key? =
            switch (final, text) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            default: nil
            }
        self = key.map(EscapeSequence.key) ?? .ignored
    }

    /// An SGR mouse report, `ESC [ < button ; column ; row M` (pressed) or `m` (released): only a
    /// wheel notch means anything here. Shift, Alt and Ctrl add 4, 8 and 16 to the button.
    private static func mouse(_ report: String, pressed: Bool) -> EscapeSequence {
        guard pressed, let button = report.split(separator: ";").first.flatMap({ Int($0) }) else { return .ignored }
        return wheel(button: button)
    }

    /// A legacy (X10) mouse report's button byte, sent as `ESC [ M` and three raw bytes by a terminal
    /// that does not speak SGR: the same wheel notches, offset by 32.
    static func legacyMouse(buttonByte: UInt8) -> EscapeSequence {
        wheel(button: Int(buttonByte) - 32)
    }

    private static func wheel(button: Int) -> EscapeSequence {
        switch button & ~0b1_1100 {
        case 64: .key(.wheelUp)
        case 65: .key(.wheelDown)
        default: .ignored
        }
    }
}

// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func entry(path: String) -> Entry? {
        switch path {
        case "appetite/ChipInput.component.json": appetiteChipInput()
        case "appetite/Composer.component.json": appetiteComposer()
        case "appetite/CounterInput.component.json": appetiteCounterInput()
        case "appetite/DigitInput.component.json": appetiteDigitInput()
        case "appetite/Stepper.component.json": appetiteStepper()
        case "appetite/TextArea.component.json": appetiteTextArea()
        case "appetite/TextInput.component.json": appetiteTextInput()
        case "backbase/InputPassword.component.json": backbaseInputPassword()
        default: nil
        }
    }
}

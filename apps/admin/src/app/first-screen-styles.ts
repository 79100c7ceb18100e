/*
 * Mantine's global styles, first of all. Each component's own stylesheet comes with its code
 * (scripts/mantine-styles.ts); the component files below are the dev server's, where Mantine is
 * pre-bundled out of that plugin's reach, and cost nothing more in a build (one module, one copy).
 * Every file is in Mantine's cascade layer, so the console's own styles win whatever order they
 * arrive in. The order is Mantine's own (styles.css): a Button's fill must come after
 * UnstyledButton's reset.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

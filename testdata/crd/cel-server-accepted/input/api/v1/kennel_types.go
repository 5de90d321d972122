package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Pet is one of a dog or a cat, as its kind says.
type Pet struct {
	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:unionMember
	// +optional
	Dog *string `json:"dog,omitempty"`

	// +k8s:unionMember
	// +optional
	Cat *string `json:"cat,omitempty"`
}

// Food is a KEP-1027 union: its kind selects the member.
type Food struct {
	// +unionDiscriminator
	// +kubebuilder:validation:Enum=Dry;Wet
	// +required
	Kind string `json:"kind"`

	// +unionMember
	// +optional
	Dry *string `json:"dry,omitempty"`

	// +unionMember
	// +optional
	Wet *string `json:"wet,omitempty"`
}

// Tag's message names it: a messageExpression counts once, however many tags there are.
// +kubebuilder:validation:XValidation:rule="self.name.size() > 0",messageExpression="'bad name: ' + self.name"
type Tag struct {
	Name string `json:"name"`
}

// Names reads optional fields into lists and maps.
// +kubebuilder:validation:XValidation:rule="[?self.?nickname].size() <= 1",message="one nickname"
// +kubebuilder:validation:XValidation:rule="[self.alias, ?self.?nickname].size() >= 1",message="an alias"
// +kubebuilder:validation:XValidation:rule="{?'n': self.?nickname}.size() <= 1",message="one entry"
type Names struct {
	// +kubebuilder:validation:MaxLength=32
	Alias string `json:"alias"`
	// +kubebuilder:validation:MaxLength=32
	// +optional
	Nickname *string `json:"nickname,omitempty"`
}

// Code has long rules the API server still parses (cel-go's limit is 250 levels).
// +kubebuilder:validation:XValidation:rule="self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code + self.code != ''",message="long sum"
// +kubebuilder:validation:XValidation:rule="self.code.lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii().lowerAscii() != ''",message="long chain"
type Code struct {
	// +kubebuilder:validation:MaxLength=8
	Code string `json:"code"`
}

// KennelSpec is what a kennel holds.
type KennelSpec struct {
	// +kubebuilder:validation:MaxItems=10
	// +optional
	Pets []Pet `json:"pets,omitempty"`

	// +optional
	Tags []Tag `json:"tags,omitempty"`

	// +kubebuilder:validation:MaxItems=4
	// +optional
	Foods []Food `json:"foods,omitempty"`

	// +optional
	Food *Food `json:"food,omitempty"`

	// +optional
	Names *Names `json:"names,omitempty"`

	// +optional
	Code *Code `json:"code,omitempty"`
}

// Kennel keeps pets.
// +kubebuilder:object:root=true
type Kennel struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec KennelSpec `json:"spec,omitempty"`
}
